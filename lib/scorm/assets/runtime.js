/* OpenHow package runtime adapter: one interface over SCORM 1.2, SCORM 2004 and cmi5, used by the
   package player (full packages) and the launcher (thin packages). Plain ES2017, no framework. */
(function () {
  'use strict';
  function scan(start, name) {
    var win = start;
    for (var n = 0; win && n < 12; n++) {
      try { if (win[name]) return win[name]; } catch { /* another origin: keep walking */ }
      if (win.parent === win) break;
      win = win.parent;
    }
    return null;
  }
  function findApi(name) {
    var api = scan(window, name);
    if (!api && window.opener) api = scan(window.opener, name);
    return api;
  }
  function parse(text) {
    try { var v = JSON.parse(text || ''); return v && typeof v === 'object' ? v : null; } catch { return null; }
  }
  var clamp = function (v) { return Math.max(0, Math.min(1, Math.round(v * 100) / 100)); };

  function scorm12(api) {
    api.LMSInitialize('');
    var get = function (k) { return String(api.LMSGetValue(k) || ''); };
    var set = function (k, v) { api.LMSSetValue(k, String(v)); };
    var status = get('cmi.core.lesson_status');
    var done = status === 'completed' || status === 'passed' || status === 'failed';
    if (!status || status === 'not attempted') set('cmi.core.lesson_status', 'incomplete');
    return {
      kind: 'scorm12',
      learner: { id: get('cmi.core.student_id'), name: get('cmi.core.student_name') },
      resume: parse(get('cmi.suspend_data')),
      save: function (s) {
        set('cmi.core.lesson_location', String(s.step).slice(0, 255));
        set('cmi.suspend_data', JSON.stringify(s.suspend).slice(0, 4096));
        set('cmi.core.exit', 'suspend');
        api.LMSCommit('');
      },
      complete: function () {
        if (!done) set('cmi.core.lesson_status', 'completed');
        done = true;
        api.LMSCommit('');
      },
      score: function (score, passed) {
        set('cmi.core.score.min', 0); set('cmi.core.score.max', 100); set('cmi.core.score.raw', score);
        set('cmi.core.lesson_status', passed ? 'passed' : 'failed');
        done = true;
        api.LMSCommit('');
      },
      finish: function () { api.LMSFinish(''); }
    };
  }

  function scorm2004(api) {
    api.Initialize('');
    var get = function (k) { return String(api.GetValue(k) || ''); };
    var set = function (k, v) { api.SetValue(k, String(v)); };
    var completed = get('cmi.completion_status') === 'completed';
    if (!completed) set('cmi.completion_status', 'incomplete');
    return {
      kind: 'scorm2004',
      learner: { id: get('cmi.learner_id'), name: get('cmi.learner_name') },
      resume: parse(get('cmi.suspend_data')),
      save: function (s) {
        set('cmi.location', String(s.step).slice(0, 1000));
        set('cmi.suspend_data', JSON.stringify(s.suspend).slice(0, 64000));
        set('cmi.progress_measure', clamp(s.ratio));
        set('cmi.exit', 'suspend');
        api.Commit('');
      },
      complete: function (ratio) {
        set('cmi.progress_measure', clamp(ratio));
        set('cmi.completion_status', 'completed');
        completed = true;
        api.Commit('');
      },
      score: function (score, passed) {
        set('cmi.score.min', 0); set('cmi.score.max', 100); set('cmi.score.raw', score);
        set('cmi.score.scaled', score / 100);
        set('cmi.success_status', passed ? 'passed' : 'failed');
        api.Commit('');
      },
      finish: function () { api.Terminate(''); }
    };
  }

  function uuid() {
    if (window.crypto && crypto.randomUUID) return crypto.randomUUID();
    return 'xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx'.replace(/[xy]/g, function (c) {
      var r = Math.random() * 16 | 0; return (c === 'x' ? r : (r & 3 | 8)).toString(16);
    });
  }

  async function cmi5(q) {
    var endpoint = q.get('endpoint').replace(/\/?$/, '/');
    var actor = JSON.parse(q.get('actor'));
    var registration = q.get('registration');
    var activityId = q.get('activityId');
    var res = await fetch(q.get('fetch'), { method: 'POST' });
    var token = (await res.json())['auth-token'];
    var headers = { Authorization: 'Basic ' + token, 'X-Experience-API-Version': '1.0.3' };
    var stateUrl = function (id) {
      return endpoint + 'activities/state?' + new URLSearchParams({ stateId: id, activityId: activityId, agent: JSON.stringify(actor), registration: registration });
    };
    var getState = async function (id) {
      var r = await fetch(stateUrl(id), { headers: headers });
      return r.ok ? r.json() : null;
    };
    var launch = (await getState('LMS.LaunchData')) || {};
    var template = launch.contextTemplate || {};
    var resume = await getState('openhow.suspend');
    var started = Date.now();
    var CMI5 = 'https://w3id.org/xapi/cmi5/context/categories/cmi5';
    var MOVEON = 'https://w3id.org/xapi/cmi5/context/categories/moveon';
    var send = function (verb, result, categories, keepalive) {
      var context = JSON.parse(JSON.stringify(template));
      context.registration = registration;
      context.contextActivities = context.contextActivities || {};
      if (categories.length) context.contextActivities.category = categories.map(function (id) { return { id: id }; });
      var body = { id: uuid(), actor: actor, verb: { id: 'http://adlnet.gov/expapi/verbs/' + verb, display: { 'en-US': verb } },
        object: { id: activityId, objectType: 'Activity' }, context: context, timestamp: new Date().toISOString() };
      if (result) body.result = result;
      return fetch(endpoint + 'statements', { method: 'POST', keepalive: !!keepalive,
        headers: Object.assign({ 'Content-Type': 'application/json' }, headers), body: JSON.stringify(body) });
    };
    var duration = function () { return 'PT' + Math.round((Date.now() - started) / 1000) + 'S'; };
    await send('initialized', null, [CMI5]);
    var completed = false, judged = false, lastProgress = -1;
    return {
      kind: 'cmi5',
      learner: { id: (actor.account && actor.account.name) || actor.mbox || '', name: actor.name || '' },
      resume: resume,
      save: function (s) {
        fetch(stateUrl('openhow.suspend'), { method: 'PUT', headers: Object.assign({ 'Content-Type': 'application/json' }, headers), body: JSON.stringify(s.suspend) });
        var pct = Math.round(clamp(s.ratio) * 100);
        if (!completed && pct !== lastProgress) {
          lastProgress = pct;
          send('progressed', { extensions: { 'https://w3id.org/xapi/cmi5/result/extensions/progress': pct } }, []);
        }
      },
      complete: function () {
        if (completed) return;
        completed = true;
        send('completed', { completion: true, duration: duration() }, [CMI5, MOVEON]);
      },
      score: function (score, passed) {
        if (judged) return;
        judged = true;
        send(passed ? 'passed' : 'failed', { score: { scaled: score / 100, raw: score, min: 0, max: 100 }, success: passed, duration: duration() }, [CMI5, MOVEON]);
      },
      finish: function () { send('terminated', { duration: duration() }, [CMI5], true); }
    };
  }

  function none() {
    return { kind: 'none', learner: { id: '', name: '' }, resume: null, save: function () {}, complete: function () {}, score: function () {}, finish: function () {} };
  }

  /** The LMS runtime this page runs in (cmi5 launch parameters, SCORM 2004, then SCORM 1.2), or a no-op. */
  async function connect() {
    var q = new URLSearchParams(location.search);
    if (q.get('endpoint') && q.get('fetch')) return cmi5(q);
    var api2004 = findApi('API_1484_11');
    if (api2004) return scorm2004(api2004);
    var api12 = findApi('API');
    if (api12) return scorm12(api12);
    return none();
  }

  /** Finishes the attempt once when the page goes away. */
  function finishOnExit(adapter, beforeFinish) {
    var finished = false;
    var end = function () {
      if (finished) return;
      finished = true;
      if (beforeFinish) beforeFinish();
      adapter.finish();
    };
    window.addEventListener('pagehide', end);
    window.addEventListener('beforeunload', end);
  }

  window.OpenHowRuntime = { connect: connect, finishOnExit: finishOnExit };
})();
