// The results' HTML parts (the stakes, the breakdown, the tiers, the expected scores) are
// built anew by Python at every key (elo/web/calculator/view.py, write). Written with innerHTML,
// every cell was a new node, and the browser laid out the whole table again: for 300
// rows, 3,600 cells a key. eloMorph makes an element's content what the HTML says by
// changing only what differs: a figure that changed is one text node changed, and an
// unchanged cell is left alone (issue 22: only the changed cells written). The parts hold
// no form fields, whose typed value an attribute would not reach.
window.eloMorph = (function () {
  "use strict";

  function morphChildren(into, from) {
    var old = into.firstChild;
    var fresh = from.firstChild;
    while (fresh) {
      var next = fresh.nextSibling;
      if (old && old.nodeType === fresh.nodeType && old.nodeName === fresh.nodeName) {
        morphNode(old, fresh);
        old = old.nextSibling;
      } else {
        into.insertBefore(fresh, old);  // a node of its own here (old null: at the end)
      }
      fresh = next;
    }
    while (old) {
      var after = old.nextSibling;
      into.removeChild(old);
      old = after;
    }
  }

  function morphNode(old, fresh) {
    if (old.nodeType !== Node.ELEMENT_NODE) {  // text or comment
      if (old.nodeValue !== fresh.nodeValue) {
        old.nodeValue = fresh.nodeValue;
      }
      return;
    }
    var i, name;
    for (i = old.attributes.length - 1; i >= 0; i--) {
      name = old.attributes[i].name;
      if (!fresh.hasAttribute(name)) {
        old.removeAttribute(name);
      }
    }
    for (i = 0; i < fresh.attributes.length; i++) {
      name = fresh.attributes[i].name;
      if (old.getAttribute(name) !== fresh.attributes[i].value) {
        old.setAttribute(name, fresh.attributes[i].value);
      }
    }
    morphChildren(old, fresh);
  }

  // element's content as `html` says, parsed off the document (a template: no layout, no
  // script run), then changed where it differs
  return function eloMorph(element, html) {
    var template = document.createElement("template");
    template.innerHTML = html;
    morphChildren(element, template.content);
  };
})();
