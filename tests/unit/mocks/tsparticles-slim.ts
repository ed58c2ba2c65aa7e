export const loadSlim = jest.fn(async () => undefined);
