/**
 * A one-off message handed to the next page in the router's location state,
 * e.g. «Пароль изменён» from the reset form to the login page. State survives
 * a reload of that page but never shows up in its address.
 */
interface NoticeState {
  notice: string;
}

function noticeState(notice: string): NoticeState {
  return { notice };
}

function readNotice(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('notice' in state)) return null;
  return typeof state.notice === 'string' && state.notice !== '' ? state.notice : null;
}

export { noticeState, readNotice };
