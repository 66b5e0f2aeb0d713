/* global self, indexedDB */
// Background Sync of the survey's queue (issue 16), loaded into the service worker that
// vite-plugin-pwa generates (workbox.importScripts in vite.config.ts). The page keeps its
// queue in localStorage, which a service worker cannot read, so it hands each queued
// submission here too (src/features/survey/api/background-sync.ts, whose names must match
// these). When the browser has a connection again, even with every tab of the app closed, it
// wakes this worker with a "sync" event and the submissions are sent; a page that is open
// hears of each one delivered. Each is sent with its own id (the server stores an id once)
// and the sign-in it was queued under, never whoever is signed in now. Its answers are sealed
// to the server's key (issue 27) and sent to /api/surveys/sealed with the class code outside
// the seal; a class code the server refuses holds the submission (kept, not sent again) until
// the student corrects it on the survey's page. The rules are features/survey/api/outbox.ts's.
(function () {
  var DATABASE = 'prca-outbox';
  var STORE = 'submissions';
  var TAG = 'prca-outbox';

  function openDatabase() {
    return new Promise(function (resolve, reject) {
      var request = indexedDB.open(DATABASE, 1);
      request.onupgradeneeded = function () {
        request.result.createObjectStore(STORE, { keyPath: 'id' });
      };
      request.onsuccess = function () {
        resolve(request.result);
      };
      request.onerror = function () {
        reject(request.error);
      };
    });
  }

  function withStore(mode, use) {
    return openDatabase().then(function (database) {
      return new Promise(function (resolve, reject) {
        var transaction = database.transaction(STORE, mode);
        var request = use(transaction.objectStore(STORE));
        transaction.oncomplete = function () {
          database.close();
          resolve(request.result);
        };
        transaction.onerror = transaction.onabort = function () {
          database.close();
          reject(transaction.error);
        };
      });
    });
  }

  function keep(submission) {
    return withStore('readwrite', function (store) {
      return store.put(submission);
    });
  }

  function forget(id) {
    return withStore('readwrite', function (store) {
      return store.delete(id);
    });
  }

  function queued() {
    return withStore('readonly', function (store) {
      return store.getAll();
    });
  }

  // As the page's api-client says: worth trying again later.
  function retryable(status) {
    return status >= 500 || status === 408 || status === 429;
  }

  function post(submission, token) {
    var headers = { 'content-type': 'application/json', 'accept-language': submission.locale };
    if (token) headers.authorization = 'Bearer ' + token;
    var body;
    if (submission.sealed) {
      body = { sealed: submission.sealed, locale: submission.locale };
    } else {
      body = Object.assign({}, submission.body);
    }
    if (submission.classCode) body.classCode = submission.classCode;
    return fetch(submission.sealed ? '/api/surveys/sealed' : '/api/surveys', {
      method: 'POST',
      headers: headers,
      credentials: 'include',
      body: JSON.stringify(body),
    });
  }

  // As the page's outbox says: a refusal is about the class when it has a class refusal's
  // status and the code's own lookup refuses it too or says the class is closed. A lookup that
  // cannot get through fails the sync, to be tried again later.
  function refusesTheClass(submission, response) {
    if (!submission.classCode || [400, 404, 409].indexOf(response.status) < 0) {
      return Promise.resolve(false);
    }
    return fetch('/api/classes/' + encodeURIComponent(submission.classCode), {
      headers: { 'accept-language': submission.locale },
    }).then(function (lookup) {
      if (retryable(lookup.status)) throw new Error('The class cannot be checked yet');
      if (!lookup.ok) return true;
      return lookup.json().then(function (reply) {
        return !(reply && reply.data && reply.data.open);
      });
    });
  }

  function messageOf(response) {
    return response
      .json()
      .then(function (reply) {
        return (reply && reply.message) || 'HTTP error! status: ' + response.status;
      })
      .catch(function () {
        return 'HTTP error! status: ' + response.status;
      });
  }

  function hold(submission, response) {
    return messageOf(response).then(function (message) {
      return keep(Object.assign({}, submission, { held: message })).then(function () {
        return tellPages({ type: 'prca-outbox-held', id: submission.id, message: message });
      });
    });
  }

  function tellPages(message) {
    return self.clients
      .matchAll({ type: 'window', includeUncontrolled: true })
      .then(function (pages) {
        pages.forEach(function (page) {
          page.postMessage(message);
        });
      });
  }

  // Oldest first; stops at the first the server cannot take yet, and fails the sync so that
  // the browser tries again later.
  function deliver(submissions) {
    if (submissions.length === 0) return Promise.resolve();
    var submission = submissions[0];
    return post(submission, submission.token)
      .then(function (response) {
        // A sign-in that ended since (signing out ends it on the server) leaves the
        // submission a guest's, as it would be when sent without one.
        if (response.status === 401 && submission.token) return post(submission, null);
        return response;
      })
      .then(function (response) {
        if (retryable(response.status)) throw new Error('The server cannot take it yet');
        var refused = response.ok ? Promise.resolve(false) : refusesTheClass(submission, response);
        return refused.then(function (aboutTheClass) {
          if (aboutTheClass) return hold(submission, response);
          return forget(submission.id).then(function () {
            return tellPages({
              type: 'prca-outbox-delivered',
              id: submission.id,
              acknowledged: response.ok,
            });
          });
        });
      })
      .then(function () {
        return deliver(submissions.slice(1));
      });
  }

  self.addEventListener('message', function (event) {
    var data = event.data || {};
    var done;
    if (data.type === 'prca-outbox-keep') done = keep(data.submission);
    else if (data.type === 'prca-outbox-forget') done = forget(data.id);
    else return;
    var reply = event.ports && event.ports[0];
    event.waitUntil(
      done.then(
        function () {
          if (reply) reply.postMessage(true);
        },
        function () {
          if (reply) reply.postMessage(false);
        },
      ),
    );
  });

  self.addEventListener('sync', function (event) {
    if (event.tag !== TAG) return;
    event.waitUntil(
      queued().then(function (submissions) {
        return deliver(
          submissions.filter(function (submission) {
            return !submission.held;
          }),
        );
      }),
    );
  });
})();
