import { beforeEach } from 'vitest';
import { reportOpenBrowsers } from './browser.js';

// The journeys' setup file: when a step fails, say what every open browser was showing.
beforeEach(({ task, onTestFailed }) => {
  onTestFailed(() => reportOpenBrowsers(task.name));
});
