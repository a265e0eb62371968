/**
 * Switches zod to its interpreted parsers; imported first, before any schema is built (zod makes the
 * choice when it builds one). zod otherwise compiles a parser for each object schema on its first
 * parse (`new Function`), which pays off only after thousands of parses: a command parses most of
 * its schemas once or twice, and paid for the compiling at start-up. Both give the same results.
 */
import { config } from 'zod';

config({ jitless: true });
