// The local EHR's page: ?app=<app origin>&iss=<FHIR base>&launch=<launch>&mode=window|iframe.
// "Open Triage Desk" opens the launch URL in a new window, or in an iframe of this page.
const params = new URLSearchParams(window.location.search);
const app = params.get('app') ?? 'http://127.0.0.1:3810';
const iss = params.get('iss') ?? `${window.location.origin}/fhir`;
const launch = params.get('launch') ?? 'launch-ok';
const mode = params.get('mode') ?? 'window';
const launchUrl = `${app}/smart/launch?iss=${encodeURIComponent(iss)}&launch=${encodeURIComponent(launch)}`;

document.getElementById('open')?.addEventListener('click', () => {
  if (mode === 'iframe') {
    const frame = document.createElement('iframe');
    frame.title = 'Triage Desk';
    frame.allow = 'clipboard-read; clipboard-write';
    frame.src = launchUrl;
    frame.width = '1280';
    frame.height = '800';
    document.getElementById('frame')?.replaceChildren(frame);
  } else {
    window.open(launchUrl, 'triage-desk');
  }
});
