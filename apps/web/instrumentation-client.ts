import { z } from 'zod';

// Runs in the browser before the app's modules. zod compiles object parsers with `new Function`
// once it has probed that eval works; the page's CSP refuses eval (and reports each probe as a
// violation), so the browser parses without that compiler from the start.
z.config({ jitless: true });
