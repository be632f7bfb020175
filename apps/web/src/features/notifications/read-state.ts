import type { InfiniteData } from '@tanstack/react-query';
import type { NotificationPage } from '@/api/notifications';

/** The loaded list with `ids` (every one when null) read; pages without a change keep identity. */
export function markedRead(
  data: InfiniteData<NotificationPage, number> | undefined,
  ids: readonly number[] | null,
): InfiniteData<NotificationPage, number> | undefined {
  if (!data) return data;
  const hit = (id: number) => ids === null || ids.includes(id);
  return {
    ...data,
    pages: data.pages.map((page) =>
      page.items.some((item) => !item.read && hit(item.id))
        ? {
            ...page,
            items: page.items.map((item) => (hit(item.id) ? { ...item, read: true } : item)),
          }
        : page,
    ),
  };
}
