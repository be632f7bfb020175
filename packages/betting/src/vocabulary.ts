/**
 * The spec's value lists (providers, sport types, bet types and statuses, status codes...) as the
 * domain uses them: the wire's lists, written once in packages/contract and re-exported here, so
 * the web's features and configuration take them from the domain and never import the wire.
 */
export * from '@sportsbook/contract/vocabulary';
