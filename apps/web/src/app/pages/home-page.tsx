export { HomePage as default } from '@/app/home-page';
