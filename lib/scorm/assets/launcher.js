/* OpenHow thin-package launcher: reads the learner from the LMS runtime, signs the learner values with
   the package's learner key (HMAC-SHA256, WebCrypto) and opens the workflow in the host player
   (/rustici) of the server that made the package; maps the host player's messages to the runtime. */
(function () {
  'use strict';
  var course = window.OPENHOW_COURSE;
  var index = Number(new URLSearchParams(location.search).get('w')) || 0;
  var wf = course.workflows[Math.min(index, course.workflows.length - 1)];
  var L = course.labels || {};
  var origin = new URL(course.baseUrl).origin;
  var app = document.getElementById('app');
  var status = document.createElement('p');
  status.setAttribute('role', 'status');
  status.className = 'oh-status';
  document.title = wf.title;

  var b64url = function (buf) {
    var s = '';
    new Uint8Array(buf).forEach(function (b) { s += String.fromCharCode(b); });
    return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  };
  async function sign(text) {
    var enc = new TextEncoder();
    var key = await crypto.subtle.importKey('raw', enc.encode(course.learnerKey), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    return b64url(await crypto.subtle.sign('HMAC', key, enc.encode(text)));
  }

  window.OpenHowRuntime.connect().then(async function (adapter) {
    var learner = adapter.learner;
    var ts = Date.now();
    var q = new URLSearchParams({ pkg: course.packageToken, lid: learner.id, lname: learner.name, ts: String(ts),
      sig: await sign(learner.id + '\n' + learner.name + '\n' + ts) });
    var r = adapter.resume;
    if (r && r.step) { q.set('step', String(r.step)); q.set('t', String(Math.floor(Number(r.t) || 0))); }
    var frame = document.createElement('iframe');
    frame.title = wf.title;
    frame.setAttribute('allow', 'autoplay; fullscreen');
    frame.setAttribute('allowfullscreen', '');
    frame.src = course.baseUrl.replace(/\/$/, '') + '/rustici/' + encodeURIComponent(wf.id) + '?' + q;
    app.appendChild(frame);
    app.appendChild(status);
    var last = { step: r && r.step, t: 0 };
    window.OpenHowRuntime.finishOnExit(adapter);
    window.addEventListener('message', function (event) {
      var m = event.data;
      if (event.origin !== origin || !m || m.source !== 'openhow-host' || m.workflowId !== wf.id) return;
      if (m.type === 'error') { status.textContent = L.noPermission || m.message || ''; return; }
      if (m.type === 'ready') return;
      if (m.stepId) {
        last = { step: m.stepId, t: Math.floor(Number(m.time) || 0) };
        adapter.save({ step: m.stepId, t: m.time, ratio: Number(m.watchedRatio) || 0, suspend: last });
      }
      if (m.completed || m.type === 'completed') adapter.complete(Number(m.watchedRatio) || 0);
      if (m.quiz && typeof m.quiz.score === 'number') adapter.score(Math.round(m.quiz.score), !!m.quiz.passed);
    });
  });
})();
