/**
 * `npm run bench:soak [-- --nurses 500 --minutes 60]`: a call centre's day (issue 37) on two real
 * server instances over a throwaway PostgreSQL cluster behind a small balancer, in real time; one
 * instance SIGKILLed and started again halfway. Prints the figures and each requirement; exits 1
 * when one is missed. Ports: SOAK_PG_PORT (4910), SOAK_PORT_A/B (4911/4912), SOAK_BALANCER_PORT (4913).
 */
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { runDay } from '../apps/server/resilience/soak/day.ts';
import { describe } from '../apps/server/resilience/soak/verdict.ts';

const { values } = parseArgs({
  options: {
    nurses: { type: 'string', default: '500' },
    minutes: { type: 'string', default: '60' },
    pool: { type: 'string', default: '10' },
  },
});
const nurses = Number(values.nurses);
const minutes = Number(values.minutes);
if (!Number.isInteger(nurses) || nurses < 1 || nurses > 2_000) throw new Error('--nurses: 1 to 2000');
if (!(minutes >= 1)) throw new Error('--minutes: at least 1');
const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
console.log(`Soak: ${nurses} nurses, ${minutes} min; load average at the start ${load()}`);
const report = await runDay({
  nurses,
  minutes,
  pgPort: port('SOAK_PG_PORT', 4910),
  ports: [port('SOAK_PORT_A', 4911), port('SOAK_PORT_B', 4912)],
  balancerPort: port('SOAK_BALANCER_PORT', 4913),
  poolSize: Number(values.pool),
});
for (const line of describe(report.figures)) console.log(line);
console.log(`load average at the end ${load()}`);
for (const check of report.checks) console.log(`  ${check.ok ? 'ok  ' : 'FAIL'} ${check.what}`);
const failed = report.checks.filter((check) => !check.ok).length;
console.log(`soak: ${failed === 0 ? 'all requirements met' : `${failed} failed`}`);
process.exit(failed === 0 ? 0 : 1);
