// The store's day formats live in lib/day-format (the account's order detail uses them too).
export { formatButtonDay, formatDay, formatDayInline, formatShortDay } from '../../lib/day-format';
