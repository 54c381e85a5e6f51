import {
  executeServerCommand,
  sendKeys as runnerSendKeys,
  setViewport as runnerSetViewport,
} from '@web/test-runner-commands';

/**
 * The runner's setViewport and sendKeys, with WebKit's own (scripts/webdriver-commands.mjs): WebKit is
 * driven over WebDriver, where the runner cannot set a viewport nor hold a key down.
 */
export const isWebKit = /AppleWebKit\//.test(navigator.userAgent) && !/Chrome\//.test(navigator.userAgent);

export async function setViewport(viewport: { width: number; height: number }): Promise<void> {
  if (isWebKit) await executeServerCommand('webdriver-set-viewport', viewport);
  else await runnerSetViewport(viewport);
}

type Keys = { press: string } | { type: string } | { down: string } | { up: string };
export async function sendKeys(keys: Keys): Promise<void> {
  if (isWebKit && ('down' in keys || 'up' in keys)) await executeServerCommand('webdriver-keys', keys);
  else await runnerSendKeys(keys);
}
