export * from './form-field.tsx';
export * from './use-schema-form.ts';
