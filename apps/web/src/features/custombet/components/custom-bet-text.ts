export type CustomBetMessages = Readonly<Record<string, string>>;

/** A bet builder text with its `{name}` values filled in; the key itself when missing. */
export const t = (
  m: CustomBetMessages,
  key: string,
  values: Record<string, string | number> = {},
) =>
  (m[key] ?? key).replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
