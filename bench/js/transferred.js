// The bytes a load transferred: the document and every resource (their encoded size where
// the transfer size is not exposed).
() => performance.getEntriesByType('navigation')
  .concat(performance.getEntriesByType('resource'))
  .reduce((sum, entry) => sum + (entry.transferSize || entry.encodedBodySize || 0), 0)
