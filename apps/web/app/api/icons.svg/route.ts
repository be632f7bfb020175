import { ICON_VERSION, iconSprite } from '@/composition/icon-sprite';

// built once per process: the icons are code, they change only with a new build
let sprite: string | undefined;

/**
 * GET /api/icons.svg[?v=<version>]: the icons svg endpoint of spec §7, the UI's icon sets and the
 * sport icons as one sprite. A versioned URL never changes, so it is cached for a year.
 */
export function GET(request: Request): Response {
  const version = new URL(request.url).searchParams.get('v');
  if (version !== null && !ICON_VERSION.test(version))
    return Response.json(
      { code: 'invalid_version', message: 'v is letters, digits, ".", "_" or "-" (at most 40)' },
      { status: 400 },
    );
  sprite ??= iconSprite();
  return new Response(sprite, {
    headers: {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control':
        version === null ? 'public, max-age=300' : 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    },
  });
}
