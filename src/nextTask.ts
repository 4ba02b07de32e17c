/** Resolves in a later task of the event loop: the browser may paint and handle input in between. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
