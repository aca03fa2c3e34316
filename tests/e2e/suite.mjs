// The frame every browser test file shares: one static server and one Chromium for the file, and `open`, which
// opens the page in a fresh context and, when the test ends, asserts that the console stayed silent and no
// request left 127.0.0.1.
import { after, before } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, ready, serve } from './helpers.mjs';

/** Presses the "Open" button of a tool (plan, import, roofline): the tools module loads on demand. */
export async function openTool(page, tool) {
  await page.waitForSelector(`[data-testid="open-${tool}"]`, { state: 'attached' });
  // The buttons are in index.html from the start but listen only once the page has shown its first result and
  // un-hidden what is below it (`app::page`); a click before that would be lost.
  await page.waitForFunction(() => document.getElementById('later')?.hidden === false);
  // A JS click: while a link's tool is already loading the button is disabled, and a click then does nothing.
  await page.evaluate((id) => document.querySelector(`[data-testid="open-${id}"]`).click(), tool);
}

/**
 * Registers the file's before/after hooks. `panel`: a selector `open` also waits for (panels are built after
 * the first result is painted). `tool`: the id of the tool (plan, import, roofline) whose panel that is: `open`
 * presses its "Open" button first (the tools load on demand; a link with the tool's inputs opens it by itself).
 */
export function browserSuite(panel, tool = null) {
  const suite = {};
  before(async () => {
    suite.server = await serve();
    suite.browser = await launch();
  });
  after(async () => {
    await suite.browser?.close();
    await suite.server?.close();
  });
  suite.open = async (t, path = '', options = {}) => {
    const session = await openPage(suite.browser, suite.server.base + path, options);
    t.after(async () => {
      assert.deepEqual(session.problems.console, [], `${t.name}: console messages`);
      assert.deepEqual(session.problems.external, [], `${t.name}: requests left 127.0.0.1`);
      await session.context.close();
    });
    await ready(session.page);
    if (tool) await openTool(session.page, tool);
    if (panel) await session.page.waitForSelector(panel);
    return session;
  };
  return suite;
}
