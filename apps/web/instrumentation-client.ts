// Runs in the browser before the app's modules. zod compiles object parsers with `new Function`
// once it has probed that eval works; the page's CSP refuses eval (and reports each probe as a
// violation), so the browser parses without that compiler from the start. zod 4 takes its
// config from `globalThis.__zod_globalConfig` when that exists, so setting it here needs no
// zod import: zod itself stays out of the first load and loads with the schemas (issue 18).
import { presetZodJitless } from '@/lib/zod-jitless';

presetZodJitless();
