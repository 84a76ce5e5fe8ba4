import './styles.css';
import './app/motion.css';

import { startApp } from './app/start-app';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
void startApp(root);
