import * as z from 'zod/mini';

// Without it, zod compiles a parser per object schema with `new Function` on its first parse: a cold call
// paid that for the environment, every stored item and every request it read, and a function parses too
// few values for the compiled parser to win it back. Imported first by env.ts, which every function loads
// before it parses anything.
z.config({ jitless: true });
