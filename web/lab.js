// The page around the lab: the loading screen, a clear message where WebGL is missing, opening a
// scene by upload or drag-and-drop, and the browser downloads that stand in for files. The
// program (circlelab.js, circlelab.wasm, circlelab.data) is loaded only once WebGL is known to work.
'use strict';

(function () {
  const cover = document.getElementById('cover');
  const progress = document.getElementById('progress');
  const statusLine = document.getElementById('status');
  const canvas = document.getElementById('canvas');
  const upload = document.getElementById('upload');
  const drop = document.getElementById('drop');

  function fail(message) {
    cover.classList.add('failed');
    cover.style.display = 'flex';
    statusLine.textContent = message;
  }

  // "Downloading data... (12345/67890)" from emscripten's loader becomes the progress bar.
  function setStatus(text) {
    if (!text) return;
    const m = text.match(/\((\d+(?:\.\d+)?)\/(\d+)\)/);
    if (m) {
      progress.value = Number(m[1]) / Number(m[2]);
      statusLine.textContent = 'Loading scenes, textures and font… ' + Math.round(100 * progress.value) + ' %';
    } else {
      statusLine.textContent = text;
    }
  }

  function webglWorks() {
    try {
      const probe = document.createElement('canvas');
      return !!(probe.getContext('webgl2') || probe.getContext('webgl'));
    } catch (e) {
      return false;
    }
  }

  // Opens a scene the user chose or dropped: into the program's file system, then the lab opens it
  // as it opens any file (errors are shown in the lab with their line and column).
  function openSceneText(name, text) {
    const safe = name.replace(/[^A-Za-z0-9._-]/g, '_') || 'scene.json';
    const path = '/upload/' + safe;
    try { Module.FS.mkdir('/upload'); } catch (e) { /* already there */ }
    Module.FS.writeFile(path, text);
    Module.ccall('circlelab_open_file', null, ['string'], [path]);
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
  window.addEventListener('hashchange', () => {
    if (Module.calledRun) Module.ccall('circlelab_open_link', null, ['string'], [location.hash]);
  });

  // Called by the program (EM_JS) for Save, F12 and Copy link.
  window.circlelabPage = {
    chooseFile() { upload.click(); },
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
    setLink(hash) {
      history.replaceState(null, '', hash ? '#' + hash : location.pathname + location.search);
      const link = location.href;
      if (navigator.clipboard && window.isSecureContext) navigator.clipboard.writeText(link).catch(() => {});
      return link;
    },
  };

  window.Module = {
    canvas,
    setStatus,
    print: (text) => console.log(text),
    printErr: (text) => console.warn(text),
    onRuntimeInitialized() { cover.style.display = 'none'; canvas.focus(); },
    onAbort(what) { fail('The lab stopped: ' + what + '. Reload the page to start again.'); },
  };

  if (!webglWorks()) {
    fail('This page needs WebGL, which this browser has turned off or does not offer. ' +
         'Turn on hardware acceleration (or use another browser) and reload.');
    return;
  }
  const script = document.createElement('script');
  script.src = 'circlelab.js';
  script.async = true;
  script.onerror = () => fail('The program (circlelab.js) could not be loaded.');
  document.body.appendChild(script);
})();
