/** The moment the test templates are seeded at, and API tests start from. */
export const SEED_TIME = new Date('2026-03-02T08:00:00.000Z');
