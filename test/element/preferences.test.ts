import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';

/*
 * The tests of the dark scheme and of reduced motion run again in browsers launched dark and with reduced
 * motion (the "firefox-dark-reduced" and "webkit-dark-reduced" groups of web-test-runner.config.mjs). A
 * test that cannot emulate the preference it needs skips itself (test/support/media.ts), so a group whose
 * browser missed its launch settings would pass by skipping. This page checks, before any emulation, that
 * it has what its browser was launched with.
 */
describe('the browser runs as it was launched', () => {
  it('dark or light, with reduced motion or not, as its test group says', async () => {
    const launched = await executeServerCommand<{ dark: boolean; reducedMotion: boolean }, undefined>(
      'launch-preferences',
    );
    expect(matchMedia('(prefers-color-scheme: dark)').matches, 'prefers a dark colour scheme').to.equal(launched.dark);
    expect(matchMedia('(prefers-reduced-motion: reduce)').matches, 'prefers reduced motion').to.equal(
      launched.reducedMotion,
    );
  });
});
