export * from './image-carousel.tsx';
