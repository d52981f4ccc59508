/**
 * EHR host simulator: frames Triage Desk and drives it through the bridge (docs/bridge.md), the way
 * an EHR integration would. For manual testing and e2e journeys, which can use `window.hostSimulator`.
 *
 * Like a real host it: posts only to the app's exact origin; accepts messages only from the framed
 * window and the app's origin; shows message data as text only (never as markup).
 */

const DEFAULT_APP_URL = 'http://127.0.0.1:3210/app/login/sso/demo-embed?firstName=Ann&embedded=true';
const COMMAND_TIMEOUT_MS = 5000;

const byId = (id) => {
  const element = document.getElementById(id);
  if (!element) throw new Error(`#${id} is missing`);
  return element;
};

const frame = byId('app-frame');
const logList = byId('log');
const status = byId('handshake-status');

/** The app's URL from ?app=, limited to http(s) (a javascript: URL would run in this page). */
function readAppUrl() {
  const requested = new URLSearchParams(window.location.search).get('app') ?? DEFAULT_APP_URL;
  try {
    const url = new URL(requested);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url;
  } catch {
    // fall through
  }
  return new URL(DEFAULT_APP_URL);
}

/** Presets from the query: ?dialect=v2, ?autoInit=false, ?whitelist=<space-separated origins>. */
function applyQueryPresets() {
  const params = new URLSearchParams(window.location.search);
  const dialect = params.get('dialect');
  if (dialect === 'v1' || dialect === 'v2') byId('init-dialect').value = dialect;
  if (params.get('autoInit') === 'false') byId('auto-init').checked = false;
  const whitelist = params.get('whitelist');
  if (whitelist !== null) byId('origin-whitelist').value = whitelist;
}

applyQueryPresets();
const appUrl = readAppUrl();
const appOrigin = appUrl.origin;
byId('app-url').textContent = appUrl.href;
byId('app-origin').textContent = appOrigin;

/** Every message in and out, oldest first. */
const log = [];
let isReady = false;
let sequence = 0;
/** correlationId -> { action, sentAt, resolve, timer } */
const pending = new Map();

function newCorrelationId() {
  sequence += 1;
  return typeof crypto.randomUUID === 'function' ? `host-${crypto.randomUUID()}` : `host-${Date.now()}-${sequence}`;
}

function kindOf(data) {
  if (data && typeof data === 'object') {
    if (typeof data.subject === 'string') return data.subject;
    if (typeof data.type === 'string') return `${data.type} ${String(data.action)}`;
  }
  return typeof data;
}

/** Adds a log entry; shown with textContent only. */
function record(direction, data, note = '') {
  const entry = { at: new Date().toISOString(), direction, kind: kindOf(data), data, note };
  log.push(entry);
  const item = document.createElement('li');
  item.dataset.direction = direction;
  item.dataset.kind = entry.kind;
  let text;
  try {
    text = JSON.stringify(data);
  } catch {
    text = String(data);
  }
  item.textContent = `${entry.at.slice(11, 23)} ${direction.toUpperCase()} ${entry.kind}${note ? ` (${note})` : ''} ${text}`;
  logList.append(item);
  item.scrollIntoView({ block: 'nearest' });
  return entry;
}

/** Posts to the framed app, always with its exact origin as target. */
function postToApp(data, note = '') {
  const target = frame.contentWindow;
  if (!target) {
    record('note', data, 'not sent: the frame has no window');
    return;
  }
  target.postMessage(data, appOrigin);
  record('out', data, note);
}

function envelope(type, action, payload, correlationId) {
  const message = { ctVersion: '2.0', type, action, timestamp: new Date().toISOString() };
  if (correlationId !== undefined) message.correlationId = correlationId;
  if (payload !== undefined) message.payload = payload;
  return message;
}

function readWhitelist() {
  const text = byId('origin-whitelist').value.trim();
  return text ? text.split(/\s+/) : undefined;
}

/** Sends the init in the chosen dialect. v2 resolves with the app's answer. */
function init({ dialect = byId('init-dialect').value, originWhitelist = readWhitelist() } = {}) {
  if (dialect === 'v2') {
    return send('init', originWhitelist ? { originWhitelist } : undefined);
  }
  postToApp(originWhitelist ? { subject: 'ct-init', originWhitelist } : { subject: 'ct-init' });
  return Promise.resolve(undefined);
}

/**
 * Sends a v2 command; resolves with the app's response or error envelope, or with
 * { type: 'timeout' } after 5000 ms.
 */
function send(action, payload, { timeoutMs = COMMAND_TIMEOUT_MS } = {}) {
  const correlationId = newCorrelationId();
  return new Promise((resolve) => {
    const timer = window.setTimeout(() => {
      pending.delete(correlationId);
      record('note', { correlationId }, `no answer to '${action}' after ${timeoutMs}ms`);
      resolve({ type: 'timeout', action, correlationId });
    }, timeoutMs);
    pending.set(correlationId, { action, sentAt: performance.now(), resolve, timer });
    postToApp(envelope('command', action, payload, correlationId));
  });
}

function markReady() {
  isReady = true;
  status.textContent = 'done';
  status.dataset.state = 'done';
}

function onAnswer(data) {
  const waiting = pending.get(data.correlationId);
  if (!waiting) {
    record('in', data, 'answer to nothing pending');
    return;
  }
  pending.delete(data.correlationId);
  window.clearTimeout(waiting.timer);
  record('in', data, `${Math.round(performance.now() - waiting.sentAt)} ms`);
  if (waiting.action === 'init' && data.type === 'response') markReady();
  waiting.resolve(data);
}

window.addEventListener('message', (event) => {
  // Only the framed app, from its exact origin.
  if (event.source !== frame.contentWindow || event.origin !== appOrigin) {
    record('rejected', event.data, `from ${event.origin}`);
    return;
  }
  const data = event.data;
  if (!data || typeof data !== 'object') {
    record('in', data, 'not a bridge message');
    return;
  }
  switch (data.subject) {
    case 'ct-ready':
      record('in', data);
      isReady = false;
      status.textContent = 'ct-ready received';
      delete status.dataset.state;
      if (byId('auto-init').checked) void init();
      return;
    case 'ct-init-ack':
      record('in', data);
      markReady();
      return;
    case 'ct-call-summary':
      record('in', data);
      byId('summary-text').textContent = String(data.messageBody?.callSummaryText ?? '');
      return;
    default:
      break;
  }
  if (data.ctVersion === '2.0' && (data.type === 'response' || data.type === 'error')) {
    onAnswer(data);
    return;
  }
  record('in', data);
  if (data.ctVersion === '2.0' && data.type === 'command' && byId('answer-app-commands').checked) {
    postToApp(envelope('response', data.action, { received: true }, data.correlationId));
  }
});

/** The payload of each command button, from the form. */
const PAYLOADS = {
  'protocol-search': () => ({ query: byId('search-query').value, limit: Number(byId('search-limit').value) }),
  'protocol-select': () => ({ protocolId: byId('protocol-id').value }),
  'get-protocol-questions': () => (byId('protocol-id').value ? { protocolId: byId('protocol-id').value } : {}),
  'get-protocol-advice': () => (byId('protocol-id').value ? { protocolId: byId('protocol-id').value } : {}),
  'question-suggest': () => {
    const explanation = byId('suggest-explanation').value;
    return {
      questionId: byId('question-id').value,
      selection: byId('suggest-selection').value,
      confidence: byId('suggest-confidence').value,
      ...(explanation ? { explanation } : {}),
    };
  },
  'record-question-response': () => ({ questionId: byId('question-id').value }),
  'record-advice-selection': () => ({}),
};

for (const button of document.querySelectorAll('button[data-command]')) {
  button.addEventListener('click', () => {
    const action = button.dataset.command ?? '';
    void send(action, PAYLOADS[action]?.());
  });
}
byId('send-init').addEventListener('click', () => void init());
byId('clear-log').addEventListener('click', () => {
  log.length = 0;
  logList.replaceChildren();
});

/** For e2e journeys: read the log, send commands, post anything. */
window.hostSimulator = {
  appUrl: appUrl.href,
  appOrigin,
  log,
  isReady: () => isReady,
  init,
  send,
  post: (data) => postToApp(data, 'raw'),
};

frame.src = appUrl.href;
