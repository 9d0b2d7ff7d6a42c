/**
 * The press texts' Markdown renderer lives in the shared package, so the admin editors' live
 * preview in the browser is the very HTML the server answers (ADR 016, 033).
 */
export { escapeHtml, liftHeadings, renderPressMarkdown } from '@vernissage/shared';
