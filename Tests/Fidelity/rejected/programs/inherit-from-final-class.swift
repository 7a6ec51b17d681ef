final class Circle {}
class Ring: Circle {}
