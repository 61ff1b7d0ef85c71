import { describe, expect, it } from 'vitest';
import { closeTarget, PLAYER_HOME_PATH } from '@/lib/player/close-target';

const ORIGIN = 'https://learn.example.com';

describe('closeTarget (the signed-in player\'s close button)', () => {
  it('goes back to the app page the viewer came from', () => {
    expect(closeTarget(`${ORIGIN}/workspace/0b3c`, ORIGIN)).toBe('back');
    expect(closeTarget(`${ORIGIN}/explorer-search?keyword=cutter`, ORIGIN)).toBe('back');
    expect(closeTarget(`${ORIGIN}/playermain/0b3c`, ORIGIN)).toBe('back');
  });

  it('goes home without a previous page, from another site or from a page outside the app', () => {
    expect(closeTarget(null, ORIGIN)).toBe(PLAYER_HOME_PATH);
    expect(closeTarget('', ORIGIN)).toBe(PLAYER_HOME_PATH);
    expect(closeTarget('not a url', ORIGIN)).toBe(PLAYER_HOME_PATH);
    expect(closeTarget('https://mail.example.com/inbox', ORIGIN)).toBe(PLAYER_HOME_PATH);
    // The sign-in page (the root, with the redirect back to the player) and account screens.
    expect(closeTarget(`${ORIGIN}/`, ORIGIN)).toBe(PLAYER_HOME_PATH);
    expect(closeTarget(`${ORIGIN}/?redirect=%2Fplayermain%2F0b3c`, ORIGIN)).toBe(PLAYER_HOME_PATH);
    expect(closeTarget(`${ORIGIN}/403`, ORIGIN)).toBe(PLAYER_HOME_PATH);
    expect(closeTarget(`${ORIGIN}/usernewpassword/token`, ORIGIN)).toBe(PLAYER_HOME_PATH);
    expect(closeTarget(`${ORIGIN}/p/0b3c`, ORIGIN)).toBe(PLAYER_HOME_PATH);
  });
});
