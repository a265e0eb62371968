/**
 * Imported before any schema is built: zod's compiled parsers pay off only after thousands of
 * parses, and a command parses most schemas once or twice, so compiling was start-up time.
 */
import { config } from 'zod';

config({ jitless: true });
