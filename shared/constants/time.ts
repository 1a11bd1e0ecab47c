/** A calendar day in milliseconds: date arithmetic on UTC instants (working days use the calendar instead). */
export const DAY_MS = 86_400_000;
