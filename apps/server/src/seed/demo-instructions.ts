/** The demo instructions page (GET /api/instructions), shown to every practice without its own. */
export const DEMO_INSTRUCTIONS_HTML = `<h2>Working a call with Triage Desk</h2>
<p><strong>Demo content — not for clinical use.</strong> These steps describe the demo practice; your practice can replace this page with its own instructions.</p>
<h3>1. Find the protocol</h3>
<ul>
  <li>Type the caller's main symptom in <em>Search protocols...</em>. Adult and pediatric protocols are marked <strong>A</strong> and <strong>P</strong>.</li>
  <li>Click a protocol to look at it; use the add-to-call icon when the call needs more than one protocol.</li>
  <li>Read <em>Use This Protocol For...</em> and <em>Use A Different Protocol If...</em> before you start.</li>
</ul>
<h3>2. Ask the triage questions</h3>
<ul>
  <li>Work from the top: the most urgent dispositions come first. Stop at the first question the caller answers yes.</li>
  <li>Hover a question to see why it is asked.</li>
  <li>If your judgement differs from the disposition reached, use <em>Override Disposition</em> and give the reason.</li>
</ul>
<h3>3. Give care advice</h3>
<ul>
  <li>On the Plan tab, select the advice you gave. <em>Reasons to call back</em> opens first: always give it.</li>
  <li>Protocols about suicide concerns ask for the C-SSRS screening before the note is complete.</li>
</ul>
<h3>4. Document</h3>
<ul>
  <li>Add anything else in the free-note box at the top; it stays in this browser only.</li>
  <li>Press <strong>COPY</strong> and paste the call note into the patient's chart, then <strong>RESET</strong> for the next call.</li>
</ul>
<h3>Need help?</h3>
<p>Open <em>Help</em> from the user menu, or call Support.</p>`;
