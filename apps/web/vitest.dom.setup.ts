import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// the tests run without vitest globals, so Testing Library cannot unmount by itself
afterEach(cleanup);
