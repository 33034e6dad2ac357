// The AI listing review (spec 3): the contract's enums, ahead of the AI area.
export * from './ai-types.ts';
