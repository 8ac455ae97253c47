// The page around the lab: the loading screen (with a message that says what failed), a clear
// message where WebGL is missing, opening a scene by upload or drag-and-drop, the browser
// downloads that stand in for files, the page's own buttons (help, classroom, fullscreen, picture,
// panel) for keyboards without an F-row, the browser's question before unsaved edits are lost, and
// waking the lab when something happens (a still lab sleeps). The program (circlelab.js,
// circlelab.wasm, circlelab.data) is fetched at once; where it cannot draw, the page says why.
'use strict';

(function () {
  const cover = document.getElementById('cover');
  const progress = document.getElementById('progress');
  const statusLine = document.getElementById('status');
  const canvas = document.getElementById('canvas');
  const upload = document.getElementById('upload');
  const drop = document.getElementById('drop');
  const linkBox = document.getElementById('linkbox');
  const linkField = document.getElementById('linkfield');

  let failed = false;
  function fail(message) {
    failed = true;
    cover.classList.add('failed');
    cover.style.display = 'flex';
    statusLine.textContent = message;
  }

  // Asked only once the program has failed to draw: a probe up front cost a WebGL context of its
  // own, a second or more before anything else could start in a browser drawing on the CPU.
  function webglWorks() {
    try {
      const probe = document.createElement('canvas');
      return !!(probe.getContext('webgl2') || probe.getContext('webgl'));
    } catch (e) {
      return false;
    }
  }

  function ready() { return !!(window.Module && Module.calledRun); }
  function call(name, ret, types, args) { return ready() ? Module.ccall(name, ret, types || [], args || []) : null; }
  // Something happened: a sleeping lab draws again (web/main_web.cpp pauses its loop when still).
  function wake() { if (ready()) Module._circlelab_wake(); }

  // Opens a scene the user chose or dropped: into the program's file system under the name it
  // has (ä stays ä; only what a file name cannot hold is replaced), then the lab opens it as it
  // opens any file (errors are shown in the lab with their line and column).
  function openSceneText(name, bytes) {
    const safe = name.replace(/[\/\\\u0000-\u001f]/g, '_').replace(/^\.+/, '') || 'scene.json';
    const path = '/upload/' + safe;
    try { Module.FS.mkdir('/upload'); } catch (e) { /* already there */ }
    Module.FS.writeFile(path, bytes);
    call('circlelab_open_file', null, ['string'], [path]);
    canvas.focus();
  }

  function readFile(file) {
    const reader = new FileReader();
    reader.onload = () => openSceneText(file.name, new Uint8Array(reader.result));
    reader.readAsArrayBuffer(file);
  }

  upload.addEventListener('change', () => {
    if (upload.files.length) readFile(upload.files[0]);
    upload.value = '';
  });
  let dragDepth = 0;
  window.addEventListener('dragenter', (e) => { e.preventDefault(); dragDepth++; drop.classList.add('shown'); });
  window.addEventListener('dragleave', () => { if (--dragDepth <= 0) { dragDepth = 0; drop.classList.remove('shown'); } });
  window.addEventListener('dragover', (e) => e.preventDefault());
  window.addEventListener('drop', (e) => {
    e.preventDefault();
    dragDepth = 0;
    drop.classList.remove('shown');
    if (e.dataTransfer.files.length) readFile(e.dataTransfer.files[0]);
  });
  // Links (docs/web.md): the lab reads and writes a scene as `scene=` + base64url of its JSON;
  // the page's address carries it compressed, `s2=` + base64url of its JSON made compact and
  // deflated (zlib's format), a tenth as long. Links made before (`scene=`) open as they are.
  const LINK_VERSION = 2;
  function toBase64Url(bytes) {
    let text = '';
    for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000));
    return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  }
  function fromBase64Url(text) {
    const plain = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - text.length % 4) % 4));
    const bytes = new Uint8Array(plain.length);
    for (let i = 0; i < plain.length; i++) bytes[i] = plain.charCodeAt(i);
    return bytes;
  }
  async function pipe(bytes, stream) {
    return new Uint8Array(await new Response(new Blob([bytes]).stream().pipeThrough(stream)).arrayBuffer());
  }
  // "scene=…" (the lab's) → "s2=…" (the address's); other parts as they are.
  async function compressLink(hash) {
    const parts = [];
    for (const part of hash.split('&')) {
      if (!part.startsWith('scene=') || typeof CompressionStream === 'undefined') { parts.push(part); continue; }
      const json = new TextDecoder().decode(fromBase64Url(part.slice(6)));
      let compact = json;
      try { compact = JSON.stringify(JSON.parse(json)); } catch (e) { /* sent as it is */ }
      const packed = await pipe(new TextEncoder().encode(compact), new CompressionStream('deflate'));
      parts.push('s' + LINK_VERSION + '=' + toBase64Url(packed));
    }
    return parts.join('&');
  }
  // The address's "s2=…" → "scene=…" for the lab; what cannot be read becomes a "linkerror=" part
  // that the lab says in words.
  async function expandLink(hash) {
    const parts = [];
    for (const part of hash.replace(/^#/, '').split('&')) {
      const m = part.match(/^s(\d+)=(.*)$/);
      if (!m) { parts.push(part); continue; }
      if (Number(m[1]) > LINK_VERSION) { parts.push('linkerror=newer'); continue; }
      try {
        const json = await pipe(fromBase64Url(m[2]), new DecompressionStream('deflate'));
        parts.push('scene=' + toBase64Url(json));
      } catch (e) {
        parts.push('linkerror=cut');  // a deflated scene that does not end is one cut short
      }
    }
    return parts.join('&');
  }
  // A pasted link: the address it came with (the page may rewrite the address meanwhile).
  let hashChanges = 0;
  window.addEventListener('hashchange', (e) => {
    hashChanges++;
    expandLink(new URL(e.newURL).hash).then((hash) => call('circlelab_open_link', null, ['string'], [hash]));
  });

  // Reload, Back or closing the tab with edits not saved: the browser asks first.
  window.addEventListener('beforeunload', (e) => {
    if (call('circlelab_dirty', 'number') > 0) {
      e.preventDefault();
      e.returnValue = '';
    }
  });

  // Every input wakes a sleeping lab; SDL's own handlers queue the event itself.
  for (const type of ['keydown', 'keyup', 'mousedown', 'mouseup', 'mousemove', 'wheel', 'touchstart', 'touchmove',
                      'touchend', 'touchcancel', 'pointerdown', 'pointermove', 'pointerup', 'resize', 'focus', 'blur',
                      'fullscreenchange', 'visibilitychange']) {
    window.addEventListener(type, wake, { capture: true, passive: true });
  }

  // The page's buttons: what F1, F2, F4, F11 and F12 do, for a Chromebook's keyboard and a phone.
  function fullscreen() {
    const root = document.documentElement;
    if (document.fullscreenElement) document.exitFullscreen().catch(() => {});
    else if (root.requestFullscreen) root.requestFullscreen().catch(() => {});
    canvas.focus();
  }
  function action(name) {
    if (name === 'fullscreen') fullscreen();
    else call('circlelab_action', null, ['string'], [name]);
    canvas.focus();
  }
  for (const button of document.querySelectorAll('#pagebar button')) {
    button.addEventListener('click', () => action(button.dataset.action));
  }
  // F (fullscreen) is the page's: a browser enters fullscreen only from the key press itself.
  window.addEventListener('keydown', (e) => {
    if (e.key !== 'f' || e.ctrlKey || e.altKey || e.metaKey || e.repeat) return;
    if (document.activeElement !== canvas || call('circlelab_typing', 'number') > 0) return;
    fullscreen();
  });

  linkField.addEventListener('focus', () => linkField.select());
  document.getElementById('linkclose').addEventListener('click', () => { linkBox.hidden = true; canvas.focus(); });

  // Called by the program (EM_JS) for Save, F12 and Copy link.
  window.circlelabPage = {
    chooseFile() { upload.click(); },
    cannotDraw(reason) {
      if (!webglWorks()) {
        fail('This page needs WebGL, which this browser has turned off or does not offer. ' +
             'Turn on hardware acceleration (or use another browser) and reload.');
      } else {
        fail('The lab could not start drawing (' + reason + '). Reload the page; if it happens again, ' +
             'try another browser.');
      }
    },
    download(name, mime, bytes) {
      const url = URL.createObjectURL(new Blob([bytes], { type: mime }));
      const a = document.createElement('a');
      a.href = url;
      a.download = name;
      document.body.appendChild(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10000);
    },
    startHash: '',
    // The address follows the scene shown, without a new entry in the history (compressing
    // takes a moment: the last address asked for wins, and a link pasted meanwhile wins over it).
    addressAsked: 0,
    async setAddress(hash) {
      const asked = ++this.addressAsked, changes = hashChanges;
      const shown = await compressLink(hash);
      // A newer address asked for, or a link pasted meanwhile: that one stays.
      if (asked !== this.addressAsked || changes !== hashChanges) return false;
      history.replaceState(null, '', shown ? '#' + shown : location.pathname + location.search);
      return true;
    },
    // Copy link: the address, onto the clipboard where the browser lets the page write it; where
    // it does not (a page in another site's frame), in a field to copy by hand.
    async copyLink(hash) {
      if (!await this.setAddress(hash)) return;
      const link = location.href;
      linkField.value = link;
      const byHand = () => {
        linkBox.hidden = false;
        linkField.focus();
        linkField.select();
        call('circlelab_link_copied', null, ['number'], [0]);
      };
      if (navigator.clipboard && window.isSecureContext) {
        navigator.clipboard.writeText(link).then(() => call('circlelab_link_copied', null, ['number'], [1]), byHand);
      } else {
        byHand();
      }
    },
  };

  // The program's files, fetched here so that the bar follows all of them and a file that does
  // not come says which and why, instead of a bar that stops at 100 %.
  const files = [{ name: 'circlelab.wasm', what: 'the program' }, { name: 'circlelab.data', what: 'the scenes, textures and font' }];
  function show(done, total) {
    if (failed) return;  // another file's progress must not hide what failed
    progress.value = total ? done / total : 0;
    statusLine.textContent = 'Loading the lab… ' + (total ? Math.round(100 * done / total) + ' %' : '');
  }
  async function fetchAll() {
    const sizes = files.map(() => 0), got = files.map(() => 0);
    const update = () => show(got.reduce((a, b) => a + b, 0), sizes.reduce((a, b) => a + b, 0));
    return Promise.all(files.map(async (file, i) => {
      let response;
      try {
        response = await fetch(file.name);
      } catch (e) {
        throw new Error(file.name + ' (' + file.what + ') could not be downloaded: the connection failed or the ' +
                        'browser blocked it. Check the connection and reload.');
      }
      if (!response.ok) {
        throw new Error(file.name + ' (' + file.what + ') could not be downloaded: the server answered ' +
                        response.status + (response.statusText ? ' ' + response.statusText : '') +
                        '. The site may be incomplete: every file of the site must be copied to the server.');
      }
      sizes[i] = Number(response.headers.get('Content-Length')) || 0;
      const reader = response.body.getReader(), parts = [];
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parts.push(value);
        got[i] += value.length;
        if (got[i] > sizes[i]) sizes[i] = got[i];
        update();
      }
      const bytes = new Uint8Array(got[i]);
      let at = 0;
      for (const part of parts) { bytes.set(part, at); at += part.length; }
      return bytes.buffer;
    }));
  }

  window.Module = {
    canvas,
    setStatus: () => {},
    print: (text) => console.log(text),
    printErr: (text) => console.warn(text),
    onRuntimeInitialized() { if (!failed) cover.style.display = 'none'; canvas.focus(); },
    onAbort(what) { fail('The lab stopped: ' + what + '. Reload the page to start again.'); },
  };

  show(0, 0);
  Promise.all([fetchAll(), expandLink(location.hash)]).then(([[wasm, data], hash]) => {
    window.circlelabPage.startHash = hash;
    Module.wasmBinary = wasm;
    Module.getPreloadedPackage = () => data;
    const script = document.createElement('script');
    script.src = 'circlelab.js';
    script.async = true;
    script.onerror = () => fail('circlelab.js (the program) could not be downloaded. Check the connection and reload.');
    document.body.appendChild(script);
  }, (e) => fail(e.message));
})();
