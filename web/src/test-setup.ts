import { configure } from '@testing-library/react';

// findBy… and waitFor give up after 1 s by default; with both cores busy (CI, parallel test files)
// a screen's first render can take longer, which failed tests that pass on an idle machine.
configure({ asyncUtilTimeout: 5_000 });
