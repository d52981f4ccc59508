/**
 * Before each test file of the server project (its setup file): the project's own modules are
 * evaluated again for the file, as in an isolated run, so no cache, counter or listener of one file's
 * app reaches the next; the libraries under node_modules stay loaded in the worker (ADR 0062).
 */
import { vi } from 'vitest';

vi.resetModules();
