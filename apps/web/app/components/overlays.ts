/**
 * Mantine's drawer and tooltip, for the pages that fetch them when first shown
 * (`loadedWhenOpened`, `React.lazy`) rather than with the page: import this module only with
 * `import()`, or it comes with the page again.
 */
export { Drawer, Tooltip } from '@mantine/core';
