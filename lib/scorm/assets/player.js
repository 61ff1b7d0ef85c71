/* OpenHow full-package player: step menu, step MP4s with WebVTT subtitles, annotations over the video,
   the workflow's quiz; progress, suspend point, completion (90 % watched) and quiz score go to the LMS
   through the runtime adapter (runtime.js). Plain ES2017, no framework, no network beyond the package. */
(function () {
  'use strict';
  var course = window.OPENHOW_COURSE;
  var index = Number(new URLSearchParams(location.search).get('w')) || 0;
  var wf = course.workflows[Math.min(index, course.workflows.length - 1)];
  var L = course.labels || {};
  var t = function (key, values) {
    return String(L[key] || key).replace(/\{(\w+)\}/g, function (_, k) { return values && k in values ? values[k] : ''; });
  };
  var SVG = 'http://www.w3.org/2000/svg';
  var h = function (tag, attrs, kids) {
    var el = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) { if (k === 'text') el.textContent = attrs[k]; else el.setAttribute(k, attrs[k]); });
    (kids || []).forEach(function (c) { el.appendChild(c); });
    return el;
  };
  document.documentElement.lang = wf.language || 'en';
  document.title = wf.title;

  // Seconds watched per step, kept in the suspend data as ranges ("0-12,15-20").
  var watched = wf.steps.map(function (s) { return new Uint8Array(Math.max(1, Math.ceil(s.duration))); });
  var total = watched.reduce(function (n, a) { return n + a.length; }, 0);
  var encode = function (a) {
    var out = [], start = -1;
    for (var i = 0; i <= a.length; i++) {
      if (i < a.length && a[i]) { if (start < 0) start = i; } else if (start >= 0) { out.push(start + '-' + (i - 1)); start = -1; }
    }
    return out.join(',');
  };
  var decode = function (text, a) {
    String(text || '').split(',').forEach(function (r) {
      var p = r.split('-').map(Number);
      for (var i = p[0]; i <= p[1] && i < a.length; i++) a[i] = 1;
    });
  };
  var ratio = function () {
    var seen = 0;
    watched.forEach(function (a) { for (var i = 0; i < a.length; i++) seen += a[i]; });
    return total ? seen / total : 0;
  };

  var app = document.getElementById('app');
  var status = h('p', { class: 'oh-status', role: 'status', 'aria-live': 'polite' });
  var video = h('video', { controls: '', playsinline: '', preload: 'metadata', 'aria-label': t('video') });
  var overlay = document.createElementNS(SVG, 'svg');
  overlay.setAttribute('viewBox', '0 0 1280 720');
  overlay.setAttribute('aria-hidden', 'true');
  var menu = h('ol', { class: 'oh-steps', 'aria-label': t('steps') });
  var buttons = wf.steps.map(function (s, i) {
    var b = h('button', { type: 'button', text: (i + 1) + '. ' + (s.title || t('step', { n: i + 1 })) });
    b.addEventListener('click', function () { go(i, 0, true); });
    menu.appendChild(h('li', {}, [b]));
    return b;
  });
  app.appendChild(h('h1', { text: wf.title }));
  app.appendChild(h('div', { class: 'oh-main' }, [h('div', { class: 'oh-stage' }, [video, overlay]), h('nav', { 'aria-label': t('steps') }, [menu])]));
  app.appendChild(status);

  var current = 0, last = 0, adapter = null, completed = false, lastSave = 0, drawn = '';
  var suspend = function () {
    return { step: current, t: Math.floor(video.currentTime || 0), w: watched.map(encode) };
  };
  var save = function () {
    lastSave = Date.now();
    if (adapter) adapter.save({ step: current, t: video.currentTime || 0, ratio: ratio(), suspend: suspend() });
  };
  var checkComplete = function () {
    if (!completed && ratio() >= (course.completion || 0.9)) {
      completed = true;
      if (adapter) adapter.complete(ratio());
      status.textContent = t('completed');
    }
  };

  function go(i, at, play) {
    if (video.getAttribute('src')) save();
    current = i;
    last = at || 0;
    var step = wf.steps[i];
    buttons.forEach(function (b, k) {
      if (k === i) b.setAttribute('aria-current', 'step'); else b.removeAttribute('aria-current');
      b.classList.toggle('oh-seen', watched[k].every(Boolean));
    });
    while (video.firstChild) video.removeChild(video.firstChild);
    (step.tracks || []).forEach(function (tr, k) {
      var track = h('track', { kind: 'subtitles', src: tr.src, srclang: tr.lang, label: tr.lang });
      if (k === 0 && tr.lang.slice(0, 2) === String(document.documentElement.lang).slice(0, 2)) track.default = true;
      video.appendChild(track);
    });
    video.src = step.video || '';
    var seek = function () { if (at) video.currentTime = at; last = video.currentTime; };
    video.addEventListener('loadedmetadata', seek, { once: true });
    video.load();
    if (play) video.play().catch(function () {});
    draw();
  }

  function draw() {
    var now = video.currentTime || 0;
    var items = (wf.steps[current].annotations || []).filter(function (a) { return now >= a.s && now <= a.e; });
    var markup = items.map(function (a) { return a.svg; }).join('');
    if (markup === drawn) return;
    drawn = markup;
    overlay.innerHTML = '<defs><marker id="oh-arrow" markerWidth="10" markerHeight="10" refX="8" refY="5" orient="auto"><path d="M0,0 L10,5 L0,10 z" fill="context-stroke"/></marker></defs>' + markup;
    var words = items.filter(function (a) { return a.text; }).map(function (a) { return a.text; }).join(' · ');
    if (words) { overlay.setAttribute('role', 'img'); overlay.setAttribute('aria-label', words); overlay.removeAttribute('aria-hidden'); }
    else { overlay.removeAttribute('role'); overlay.removeAttribute('aria-label'); overlay.setAttribute('aria-hidden', 'true'); }
  }

  video.addEventListener('timeupdate', function () {
    var now = video.currentTime;
    var delta = now - last;
    // Only what was played counts: a jump (seek) marks nothing.
    if (!video.seeking && delta >= 0 && delta <= 2 * Math.max(1, video.playbackRate)) {
      var a = watched[current];
      for (var s = Math.floor(last); s <= Math.floor(now) && s < a.length; s++) a[s] = 1;
    }
    last = now;
    draw();
    checkComplete();
    if (!video.paused && Date.now() - lastSave >= 3000) save();
  });
  video.addEventListener('seeked', function () { last = video.currentTime; });
  video.addEventListener('pause', save);
  video.addEventListener('ended', function () {
    var a = watched[current];
    if (video.duration && video.duration - last < 2) for (var s = Math.floor(last); s < a.length; s++) a[s] = 1;
    checkComplete();
    buttons[current].classList.toggle('oh-seen', a.every(Boolean));
    if (current < wf.steps.length - 1) go(current + 1, 0, true); else save();
  });

  function quiz(q) {
    var form = h('form', { class: 'oh-quiz', 'aria-labelledby': 'oh-quiz-title' });
    form.appendChild(h('h2', { id: 'oh-quiz-title', text: t('quiz') }));
    q.questions.forEach(function (question, qi) {
      var set = h('fieldset', {}, [h('legend', { text: (qi + 1) + '. ' + question.title })]);
      question.options.forEach(function (o) {
        var input = h('input', { type: 'radio', name: 'q' + qi, value: o.key, required: '' });
        set.appendChild(h('label', {}, [input, document.createTextNode(' ' + o.text)]));
      });
      form.appendChild(set);
    });
    var result = h('p', { class: 'oh-result', role: 'status', 'aria-live': 'polite' });
    form.appendChild(h('button', { type: 'submit', text: t('submit') }));
    form.appendChild(result);
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      var data = new FormData(form);
      var right = q.questions.filter(function (question, qi) { return data.get('q' + qi) === question.correctAnswer; }).length;
      var score = Math.round((right / q.questions.length) * 100);
      var passed = score >= q.passingScore;
      result.textContent = t('score', { score: score }) + ' — ' + t(passed ? 'passed' : 'failed');
      if (adapter) adapter.score(score, passed);
      save();
    });
    app.appendChild(form);
  }
  if (wf.quiz && wf.quiz.questions.length) quiz(wf.quiz);

  window.OpenHowRuntime.connect().then(function (a) {
    adapter = a;
    if (a.kind === 'none') status.textContent = t('noRuntime');
    window.OpenHowRuntime.finishOnExit(a, save);
    var r = a.resume;
    if (r && r.w) r.w.forEach(function (text, k) { if (watched[k]) decode(text, watched[k]); });
    completed = ratio() >= (course.completion || 0.9);
    if (completed) status.textContent = t('completed');
    var step = r && r.step < wf.steps.length ? Number(r.step) : 0;
    go(step, r ? Number(r.t) || 0 : 0, false);
    document.body.setAttribute('data-ready', a.kind);
  }).catch(function () {
    status.textContent = t('noRuntime');
    go(0, 0, false);
  });
})();
