/**
 * @triage/core — every triage rule of the product as pure functions over plain data.
 * No I/O, no clock, no randomness: time, ids and random values are arguments.
 */
export {};
