// Any other /api path: a JSON 404 in the backends' error shape, not the HTML not-found page.
function notFound(): Response {
  return Response.json(
    {
      code: 'not_found',
      message: 'No such API. Use /api/sportsbook/..., /api/platform/... or /api/virtual-wallet/...',
    },
    { status: 404 },
  );
}

export const dynamic = 'force-dynamic';
export {
  notFound as GET,
  notFound as HEAD,
  notFound as POST,
  notFound as PUT,
  notFound as PATCH,
  notFound as DELETE,
};
