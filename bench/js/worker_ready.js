// The page registers a service worker once it is live (static/boot.js); its install
// fetches and hashes every file. Resolves once it is active (false after 20 s), so that
// keys are not timed while it installs.
() => 'serviceWorker' in navigator && navigator.serviceWorker.getRegistration()
  .then(found => found && Promise.race([navigator.serviceWorker.ready.then(() => true),
                                        new Promise(done => setTimeout(done, 20000, false))]))
