export * from './mountain-scene.tsx';
