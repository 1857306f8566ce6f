/** A Query's projection of the named attributes (as `#f<i>` names: some are DynamoDB reserved words). */
export const projectionOf = (fields: readonly string[]) => ({
  ProjectionExpression: fields.map((_, i) => `#f${i}`).join(', '),
  ExpressionAttributeNames: Object.fromEntries(fields.map((f, i) => [`#f${i}`, f])),
});
