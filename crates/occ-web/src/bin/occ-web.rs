//! Mounts the page. All components live in the library.

fn main() {
    occ_web::start();
}
