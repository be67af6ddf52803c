import '@mantine/core/styles/Modal.layer.css';
import { Modal } from '@mantine/core';

/** Mantine's Modal as its own chunk (./LazyModal.tsx). */
export default Modal;
