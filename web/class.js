// The page as a student's seat in a live class (docs/live-class.md). Opened from the address a
// teacher's `circlelab class` serves, the page joins with the class's code and a name, shows the
// asked scene in predict mode, sends the student's answer and, after the teacher's reveal, shows
// their own score beside the exact answer. Opened anywhere else it does nothing: the lab as ever.
'use strict';

(function () {
  const POLL_MS = 1500;
  const TOKEN_KEY = 'circlelabClassToken';
  let token = sessionStorage.getItem(TOKEN_KEY) || '';
  let question = null;  // the question on screen: {id, asks, revealed, scored}
  let bar = null;

  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

  // One call of the class's API; a 429 (too many requests) waits as told and tries again.
  async function call(method, path, body) {
    for (;;) {
      const headers = { 'Content-Type': 'application/json' };
      if (token) headers.Authorization = 'Bearer ' + token;
      const response = await fetch(new URL('api/' + path, location.href), {
        method, headers, cache: 'no-store', body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (response.status === 429) {
        await sleep(1000 * Number(response.headers.get('Retry-After') || 1));
        continue;
      }
      const text = await response.text();
      let json = null;
      try { json = text ? JSON.parse(text) : null; } catch (e) { /* not the class's server */ }
      return { status: response.status, json };
    }
  }

  function element(tag, attributes, children) {
    const e = document.createElement(tag);
    Object.assign(e, attributes || {});
    for (const child of children || []) e.append(child);
    return e;
  }

  // The lab takes the keyboard for its shortcuts; the class's fields keep their own keys.
  function keepKeys(field) {
    for (const type of ['keydown', 'keypress', 'keyup']) field.addEventListener(type, (e) => e.stopPropagation());
    return field;
  }

  function showBar(text, button) {
    bar.replaceChildren(element('span', { textContent: text }));
    if (button) bar.append(button);
    bar.style.display = 'flex';
  }

  function joinForm() {
    return new Promise((resolve) => {
      const code = keepKeys(element('input', { id: 'class-code', placeholder: 'code', autocomplete: 'off', size: 8 }));
      const name = keepKeys(element('input', { id: 'class-name', placeholder: 'your name', maxLength: 40, size: 16 }));
      const message = element('div', { id: 'class-message' });
      const join = element('button', { id: 'class-join', type: 'submit', textContent: 'Join' });
      const form = element('form', { id: 'class-join-form' }, [
        element('h2', { textContent: 'Join the class' }),
        element('p', { textContent: 'Type the code on the teacher\'s screen and a name.' }), code, name, join, message]);
      form.addEventListener('submit', async (e) => {
        e.preventDefault();
        join.disabled = true;
        const r = await call('POST', 'join', { code: code.value, name: name.value });
        join.disabled = false;
        if (r.status !== 200) {
          message.textContent = (r.json && r.json.error) || 'The class did not answer (' + r.status + ').';
          return;
        }
        token = r.json.student;
        sessionStorage.setItem(TOKEN_KEY, token);
        sessionStorage.setItem(TOKEN_KEY + 'Name', r.json.name);
        form.remove();
        resolve(r.json.name);
      });
      document.body.append(form);
      code.focus();
    });
  }

  function lab(name, returns, types, args) { return Module.ccall(name, returns, types, args); }

  function askPrompt(q) {
    const parts = { hit: 'hit or miss (H / N)', closest: 'the closest point (click)', normal: 'the normal (drag from it)',
                    bounce: 'the bounce (right-drag)' };
    return 'Question ' + q.id + ': ' + q.asks.map((a) => parts[a]).join(', ') + '. ';
  }

  function openQuestion(q) {
    try { Module.FS.mkdir('/class'); } catch (e) { /* already there */ }
    const path = '/class/question-' + q.id + '.json';
    Module.FS.writeFile(path, JSON.stringify(q.scene));
    lab('circlelab_class_ask', 'number', ['string', 'number'], [path, q.selected]);
    question = { id: q.id, asks: q.asks, revealed: false, scored: false };
    const send = element('button', { id: 'class-send', textContent: 'Send my answer' });
    send.addEventListener('click', () => sendAnswer(q));
    showBar(askPrompt(q) + (q.answered ? 'Your answer is in; send again to change it.' : 'Answer on the scene, then'), send);
  }

  async function sendAnswer(q) {
    const answer = JSON.parse(lab('circlelab_class_prediction', 'string', [], []));
    if (!Object.keys(answer).length) {
      showBar(askPrompt(q) + 'Nothing to send yet: answer on the scene first.', bar.querySelector('button'));
      return;
    }
    answer.question = q.id;
    const r = await call('POST', 'answer', answer);
    const button = bar.querySelector('button');
    if (r.status === 200) showBar('Sent. You may change your answer and send again until the teacher reveals.', button);
    else showBar((r.json && r.json.error) || 'Not sent (' + r.status + ').', r.status === 409 ? null : button);
  }

  function describeScore(s) {
    const said = [];
    if (s.score.hitRight !== undefined) said.push('hit or miss: ' + (s.score.hitRight ? 'right' : 'wrong'));
    if (s.score.closestPixels !== undefined) said.push('closest point ' + s.score.closestPixels.toFixed(1) + ' px off');
    if (s.score.normalDegrees !== undefined) said.push('normal ' + s.score.normalDegrees.toFixed(1) + '\u00b0 off');
    if (s.score.bounceDegrees !== undefined) said.push('bounce ' + s.score.bounceDegrees.toFixed(1) + '\u00b0 off');
    const exact = 'It ' + (s.exact.hit ? 'hits' : 'misses') + '.';
    return said.length ? 'Your answer: ' + said.join(', ') + '. ' + exact : 'You sent no answer. ' + exact;
  }

  async function showScore(q) {
    const r = await call('GET', 'score?question=' + q.id);
    if (r.status !== 200) return;
    q.scored = true;
    lab('circlelab_class_reveal', null, [], []);
    showBar(describeScore(r.json));
  }

  async function follow(name) {
    showBar('Joined as ' + name + '. Waiting for the teacher\'s question…');
    for (;;) {
      const r = await call('GET', 'question');
      if (r.status === 401) {  // the class was started afresh: join again
        token = '';
        sessionStorage.removeItem(TOKEN_KEY);
        name = await joinForm();
        continue;
      }
      if (r.status === 200 && (!question || r.json.id !== question.id)) openQuestion(r.json);
      if (r.status === 200 && r.json.revealed && question && !question.scored) await showScore(question);
      await sleep(POLL_MS);
    }
  }

  const STYLE = `
    #class-bar { position: fixed; left: 0; right: 0; bottom: 0; z-index: 2; display: none; gap: 0.8em; align-items: center;
                 padding: 0.5em 0.8em; background: #1e2026; color: #f4f1ea; font-size: 1.05em; }
    #class-bar button, #class-join-form button { font: inherit; padding: 0.3em 0.9em; }
    #class-join-form { position: fixed; left: 50%; top: 50%; transform: translate(-50%, -50%); z-index: 3;
                       background: #f4f1ea; color: #1e2026; border: 2px solid #1e2026; padding: 1em 1.4em;
                       width: min(24em, 86vw); display: flex; flex-direction: column; gap: 0.6em; }
    #class-join-form h2 { margin: 0; font-weight: normal; }
    #class-join-form p { margin: 0; }
    #class-join-form input { font: inherit; font-size: 1.2em; padding: 0.2em 0.4em; }
    #class-message { color: #a01830; min-height: 1.2em; }`;

  // Until the teacher reveals, the lab's own reveal (V) and predict-mode switch (P) would show the
  // exact answer before the student sends theirs: the page keeps those two keys while a question is open.
  function holdRevealKeys() {
    window.addEventListener('keydown', (e) => {
      if (question && !question.scored && !e.ctrlKey && !e.metaKey && ['v', 'V', 'p', 'P'].includes(e.key)) {
        e.stopImmediatePropagation();
        e.preventDefault();
      }
    }, true);
  }

  async function start() {
    // A class's server marks every reply (X-Circlelab-Class); any other server (scripts/web.sh
    // --serve, a static host) does not, and the page stays the lab as it is.
    try {
      const head = await fetch(location.href, { method: 'HEAD', cache: 'no-store' });
      if (!head.headers.get('X-Circlelab-Class')) return;
    } catch (e) {
      return;
    }
    document.head.append(element('style', { textContent: STYLE }));
    holdRevealKeys();
    bar = element('div', { id: 'class-bar' });
    document.body.append(bar);
    while (!(window.Module && Module.calledRun)) await sleep(100);
    // A reload keeps the seat: the token is the tab's (sessionStorage) until the class forgets it.
    const seated = token && [200, 204].includes((await call('GET', 'question')).status);
    if (!seated) token = '';
    const name = seated ? sessionStorage.getItem(TOKEN_KEY + 'Name') || '' : await joinForm();
    await follow(name);
  }

  start();
})();
