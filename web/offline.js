// The page offline: registers the service worker (sw.js) that keeps the site's files on this
// computer, and says when a newer version of the lab has been saved and a reload will use it.
// window.circlelabOffline tells a test (and the curious) the version running and what was said.
'use strict';

(function () {
  const state = window.circlelabOffline = { version: '', controlled: false, updated: false, notice: '' };
  if (!('serviceWorker' in navigator)) return;  // a file:// page or an old browser: online only

  function say(text) {
    state.notice = text;
    let bar = document.getElementById('update');
    if (!bar) {
      bar = document.createElement('div');
      bar.id = 'update';
      bar.setAttribute('role', 'status');
      bar.style.cssText = 'position:fixed;left:50%;bottom:1em;transform:translateX(-50%);z-index:4;' +
        'background:#1f2a3a;color:#fff;padding:0.6em 1em;border-radius:0.4em;font-size:0.95em;' +
        'box-shadow:0 2px 8px rgba(0,0,0,0.3);cursor:pointer;max-width:90vw;';
      bar.title = 'Click to reload now';
      bar.addEventListener('click', () => location.reload());
      document.body.appendChild(bar);
    }
    bar.textContent = text;
  }

  function askVersion(worker) {
    if (worker) worker.postMessage('version');
  }
  // The version (as `circlelab --version` says it) under the loading screen's progress bar.
  navigator.serviceWorker.addEventListener('message', (event) => {
    if (!event.data || !event.data.version) return;
    state.version = event.data.version;
    const box = document.querySelector('#cover .box');
    if (box && !document.getElementById('version')) {
      const line = document.createElement('div');
      line.id = 'version';
      line.style.cssText = 'margin-top:1.2em;font-size:0.8em;opacity:0.7;';
      box.appendChild(line);
    }
    const line = document.getElementById('version');
    if (line) line.textContent = state.version;
  });

  // A page already run by a worker that gets a new one: the new version's files are in the cache
  // now (the worker took over once it had them all); this page still runs the old ones.
  state.controlled = !!navigator.serviceWorker.controller;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (state.controlled) {
      state.updated = true;
      say('A new version of the lab is saved on this computer: reload the page to use it.');
    }
    state.controlled = true;
    askVersion(navigator.serviceWorker.controller);
  });
  askVersion(navigator.serviceWorker.controller);

  window.addEventListener('load', () => {
    navigator.serviceWorker.register('sw.js').catch((e) => console.warn('The page will not work offline: ' + e));
  });
})();
