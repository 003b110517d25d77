import './styles/base.css';
import './styles/shell.css';
import './styles/controls.css';
import './styles/verify.css';
import { mountVerifyPage } from './verify/verify-page';

const root = document.getElementById('app');
if (root) mountVerifyPage(root);
